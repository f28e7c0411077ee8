/** The chunk behind the events page's time range picker (audit_events.tsx): see there why it is lazy. */
export { EuiSuperDatePicker as default } from '@elastic/eui';
