/** Shapes and constants shared by the browser and the server (both entries re-export them). */
export * from './default_app_categories';
export type * from './saved_objects';
export * from './saved_object_sharing';
export type * from './ui_settings';
