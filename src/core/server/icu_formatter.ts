// The server formats ICU messages (light pages' texts) with intl-messageformat from the start.
import { IntlMessageFormat } from 'intl-messageformat';
import { registerIcuFormatter } from '../common/i18n';

registerIcuFormatter(IntlMessageFormat as never);
