// EuiModal with the light focus trap (light_focus_trap.tsx; the query is webpack.config.js's cue):
// to the type checker, EUI's modal.
declare module '@elastic/eui/src/components/modal/modal?light_focus_trap' {
  export { EuiModal } from '@elastic/eui';
}
