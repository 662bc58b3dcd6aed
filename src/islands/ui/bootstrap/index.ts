/*
 * Bootstrap's look without react-bootstrap (about 14 KB gzip with its helpers): the few components
 * the screens (members' and the console's) use, as plain elements with Bootstrap's classes and the
 * same props.
 */
export { Alert } from './alert';
export { Button } from './button';
export { Form } from './form';
export { Col, Row, Table } from './layout';
export { ProgressBar } from './progress-bar';
export { Spinner } from './spinner';
