import React from 'react';
import moment from 'moment';
import { EuiBadge, EuiFlexGroup, EuiFlexItem, EuiIcon, EuiText, EuiToolTip } from '@elastic/eui';
import { FormattedMessage, i18n } from '../../../../../core/public';
import messages from './messages.json';

interface Props {
  tags: readonly string[];
  updatedAt?: string;
  dateFormat: string;
}

/** "3 minutes ago" and the exact time in the user's date format (the time zone is core's setting). */
export function lastUpdatedText(updatedAt: string, dateFormat: string): { relative: string; absolute: string } {
  const time = moment(updatedAt);
  return { relative: time.fromNow(), absolute: time.format(dateFormat) };
}

/** Under the title: the dashboard's tags and when it was last saved. */
export const DashboardDetails: React.FC<Props> = ({ tags, updatedAt, dateFormat }) => {
  const updated = updatedAt && moment(updatedAt).isValid() ? lastUpdatedText(updatedAt, dateFormat) : undefined;
  return (
    <EuiFlexGroup alignItems="center" gutterSize="m" wrap responsive={false} data-test-subj="dashboardDetails">
      {tags.length > 0 && (
        <EuiFlexItem grow={false}>
          <EuiFlexGroup
            gutterSize="xs"
            wrap
            responsive={false}
            data-test-subj="dashboardTags"
            aria-label={i18n.translate(messages.detailsTagsAriaLabel)}
          >
            {tags.map((tag) => (
              <EuiFlexItem grow={false} key={tag}>
                <EuiBadge color="hollow" iconType="tag" data-test-subj="dashboardTag">
                  {tag}
                </EuiBadge>
              </EuiFlexItem>
            ))}
          </EuiFlexGroup>
        </EuiFlexItem>
      )}
      <EuiFlexItem grow={false}>
        <EuiText size="s" color="subdued" data-test-subj="dashboardLastUpdated">
          <EuiIcon type="clock" aria-hidden />{' '}
          {updated ? (
            <FormattedMessage
              {...messages.detailsLastUpdated}
              values={{
                relative: (
                  <EuiToolTip content={updated.absolute}>
                    <time dateTime={updatedAt} tabIndex={0} data-test-subj="dashboardLastUpdatedRelative">
                      {updated.relative}
                    </time>
                  </EuiToolTip>
                ),
                absolute: <span data-test-subj="dashboardLastUpdatedAbsolute">({updated.absolute})</span>,
              }}
            />
          ) : (
            i18n.translate(messages.detailsNeverSaved)
          )}
        </EuiText>
      </EuiFlexItem>
    </EuiFlexGroup>
  );
};
