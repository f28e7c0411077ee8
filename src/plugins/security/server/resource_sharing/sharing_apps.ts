import { SAVED_OBJECTS_APPS } from '../../../../core/server';
import { SECURITY_APP_ID } from '../../common/constants';

/**
 * The apps whose API the sharing routes are, on both listeners: sharing changes who may see a
 * saved object, so it takes what a change to the object takes (one of the saved objects API's
 * apps, opened with everything), or the Security app, whose Resource access page shares too.
 */
export const SHARING_APPS: readonly string[] = Object.freeze([...SAVED_OBJECTS_APPS, SECURITY_APP_ID]);
