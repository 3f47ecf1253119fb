export { RequestStatus, type RequestStatusProps } from './RequestStatus';
