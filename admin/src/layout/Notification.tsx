// react-admin's notification area, in a module of its own so the shell can load it after the first paint.
export { Notification as default } from 'react-admin';
