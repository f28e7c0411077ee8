/**
 * The header's bell for security administrators: the alert firings, the new ones counted on a
 * badge and announced with a toast while a page is open. Users who may not read the alerts (403)
 * or servers with alerts off (404) get no bell at all.
 */
import React, { useEffect, useRef, useState } from 'react';
import { EuiHeaderSectionItemButton, EuiIcon, EuiLink, EuiPopoverFooter, EuiPopoverTitle, EuiText } from '@elastic/eui';
// EUI's popover arrives with the bell's first opening (the bell is on every page).
import { LazyPopover, i18n } from '../../../../../core/public';
import type { AlertFiring } from '../../../common/alerts';
import type { AlertsApi } from '../../apis/alerts_api';
import { LazyDate } from '../../utils/lazy_date';

export const POLL_MS = 30_000;
const SEEN_KEY = 'security:alerts:lastSeenFiring';

export interface AlertsBellProps {
  api: AlertsApi;
  alertsHref: string;
  onNewFiring(firing: AlertFiring): void;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

export const AlertsBell: React.FC<AlertsBellProps> = ({ api, alertsHref, onNewFiring, storage = localStorage }) => {
  const [firings, setFirings] = useState<AlertFiring[]>();
  const [open, setOpen] = useState(false);
  const [seen, setSeen] = useState(() => Number(storage.getItem(SEEN_KEY) ?? 0) || 0);
  const newest = useRef(0);

  const [hidden, setHidden] = useState(false);

  useEffect(() => {
    let timer: ReturnType<typeof setInterval> | undefined;
    let stopped = false;
    const next = async () => {
      try {
        const fresh = await api.listFirings({ after: newest.current, per_page: 20 }, true);
        if (stopped || !fresh.length) return;
        fresh.forEach(onNewFiring);
        newest.current = Math.max(newest.current, ...fresh.map((f) => f.id));
        setFirings((current) => [...fresh, ...(current ?? [])].slice(0, 20));
      } catch {
        // A network hiccup: the next poll tries again.
      }
    };
    api.listFirings({ per_page: 20 }, true).then(
      (list) => {
        if (stopped) return;
        newest.current = Math.max(0, ...list.map((f) => f.id));
        setFirings(list);
        timer = setInterval(() => void next(), POLL_MS);
      },
      // No right to the alerts (403), or none on this server (404): no bell.
      () => setHidden(true)
    );
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [api, onNewFiring]);

  if (hidden || !firings) return null;
  const unread = firings.filter((f) => f.id > seen).length;
  const toggle = () => {
    if (!open && firings.length) {
      const top = Math.max(...firings.map((f) => f.id));
      storage.setItem(SEEN_KEY, String(top));
      setSeen(top);
    }
    setOpen(!open);
  };

  return (
    <LazyPopover
      button={
        <EuiHeaderSectionItemButton
          aria-label={
            unread
              ? i18n.translate('security.alerts.bell.ariaLabelUnread', {
                  defaultMessage: 'Alerts: {count} new',
                  values: { count: unread },
                })
              : i18n.translate('security.alerts.bell.ariaLabel', { defaultMessage: 'Alerts' })
          }
          notification={unread || undefined}
          onClick={toggle}
          data-test-subj="alertsBell"
        >
          <EuiIcon type="bell" />
        </EuiHeaderSectionItemButton>
      }
      isOpen={open}
      closePopover={() => setOpen(false)}
      anchorPosition="downRight"
      panelPaddingSize="s"
    >
      <EuiPopoverTitle>{i18n.translate('security.alerts.bell.title', { defaultMessage: 'Alerts' })}</EuiPopoverTitle>
      <div style={{ width: 360, maxHeight: 360, overflowY: 'auto' }} data-test-subj="alertsBellList">
        {firings.length === 0 ? (
          <EuiText size="s" color="subdued">
            <p>{i18n.translate('security.alerts.bell.empty', { defaultMessage: 'No alert has fired.' })}</p>
          </EuiText>
        ) : (
          firings.map((firing) => (
            <EuiText size="s" key={firing.id}>
              <p>
                <strong>{firing.rule_name}</strong>
                <br />
                {firing.summary}
                <br />
                <small>
                  <LazyDate value={firing.fired_at} />
                </small>
              </p>
            </EuiText>
          ))
        )}
      </div>
      <EuiPopoverFooter>
        <EuiLink href={alertsHref}>
          {i18n.translate('security.alerts.bell.openLink', { defaultMessage: 'Open Alerts' })}
        </EuiLink>
      </EuiPopoverFooter>
    </LazyPopover>
  );
};
