export { CallPage as default } from '../../features/calls/call-page'
