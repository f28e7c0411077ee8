// The mark lives in core's common part: the server writes it into the login page's first HTML.
export { DEFAULT_PRODUCT_MARK_URL } from '../../../../common/default_logo';
