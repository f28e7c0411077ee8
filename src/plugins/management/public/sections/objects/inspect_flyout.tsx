import React from 'react';
import { EuiCodeBlock, EuiFlyout, EuiFlyoutBody, EuiFlyoutHeader, EuiText, EuiTitle } from '@elastic/eui';
import { i18n } from '../../../../../core/public';
import { tenantLabel, type SavedObjectRow } from './objects_api';
import messages from './messages.json';

/** The object as the server sent it, as formatted JSON. */
export const InspectFlyout: React.FC<{ row: SavedObjectRow; onClose: () => void }> = ({ row, onClose }) => (
  <EuiFlyout onClose={onClose} size="m" aria-labelledby="savedObjectInspectTitle" data-test-subj="savedObjectInspect">
    <EuiFlyoutHeader hasBorder>
      <EuiTitle size="m">
        <h2 id="savedObjectInspectTitle">{row.title}</h2>
      </EuiTitle>
      <EuiText size="s" color="subdued">
        <p>
          {row.type} / {row.id}
          {row.tenant === undefined
            ? null
            : i18n.translate(messages.inspectTenant, { tenant: tenantLabel(row.tenant) })}
        </p>
      </EuiText>
    </EuiFlyoutHeader>
    <EuiFlyoutBody>
      <EuiCodeBlock language="json" isCopyable lineNumbers data-test-subj="savedObjectInspectJson">
        {JSON.stringify(row.object, null, 2)}
      </EuiCodeBlock>
    </EuiFlyoutBody>
  </EuiFlyout>
);
