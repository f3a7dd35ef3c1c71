export { ErrorScreen } from './ErrorScreen';
export { Layout } from './Layout';
export { LoadingPage } from './LoadingPage';
export { NotFound } from './NotFound';
export { Unauthorized } from './Unauthorized';
