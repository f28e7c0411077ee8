/** The id of the shell's one `main` element: the header's "Skip to main content" link jumps there. */
export const MAIN_CONTENT_ID = 'app-main';
