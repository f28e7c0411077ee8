export { SavedObjectsSection } from './saved_objects_section';
export type { SavedObjectsSectionProps } from './saved_objects_section';
