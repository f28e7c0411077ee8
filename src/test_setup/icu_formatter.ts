// Tests format ICU messages at once, as a page does once intl-messageformat's chunk is in.
import { IntlMessageFormat } from 'intl-messageformat';
import { registerIcuFormatter } from '../core/common/i18n';

registerIcuFormatter(IntlMessageFormat as never);
