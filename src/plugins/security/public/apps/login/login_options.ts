// The login page's options are read by the server too (the form it writes into the page).
export { FORM_ONLY, loginOptionsFrom, type LoginOptions } from '../../../common/login_options';
