// react-admin's notification area, in a module of its own so the shell can load it after the first paint.
// Multi-line: a notification's title comes first, its detail (e.g. the server's message) on the next line.
import { Notification as RaNotification } from 'react-admin';

const Notification = () => <RaNotification multiLine />;

export default Notification;
