/**
 * SPEC 8's generic error text: what a failure says when the server gave no message. Its own
 * module, free of React and core, so the light pages' first script can say it too.
 */
export const GENERIC_ERROR_TEXT = 'You may refresh the page to retry or see browser console for more information.';
