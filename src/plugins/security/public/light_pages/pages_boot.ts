/**
 * The light pages' entry. The login page's form is in its HTML (the server writes it), so the
 * browser can show it before any script has run; this entry lets it, running the page's script
 * only after the first frame is painted (the page asks for that script at once, so it is in by
 * then). A press of Enter or of the button meanwhile is kept and acted on once the page is drawn.
 */
import { isLoginReason } from '../../common/login_reason';
import { peekPendingLoginReason } from '../utils/storage';
import { watchEarlySubmit } from './early_submit';
import { loadWithRetry, showLoadFailure } from './load_failure';
import { LOGIN_FORM } from './server_form';

const earlySubmit = watchEarlySubmit(document);
// This tab's reason for being here (a log out, an expired session: kept in its sessionStorage,
// which the server cannot see) shows above the form once the page is drawn: the server's form is
// kept out of sight until then rather than painted and pushed down.
const app = document.getElementById('osd_app');
if (app?.querySelector(LOGIN_FORM) && isLoginReason(peekPendingLoginReason())) {
  app.style.visibility = 'hidden';
}
let started = false;
const start = () => {
  if (started) return;
  started = true;
  loadWithRetry(() => import(/* webpackChunkName: "security_pages_main" */ './pages_entry')).then(
    ({ startLightPage }) => startLightPage(earlySubmit),
    (error: unknown) => {
      earlySubmit.stop();
      // The notice sends the visitor to the console for this.
      console.error(error);
      showLoadFailure(document, () => window.location.reload());
    }
  );
};
// After the next paint: a task after the frame's animation callbacks. A tab in the background
// paints no frame; the timer starts it there.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 250);
