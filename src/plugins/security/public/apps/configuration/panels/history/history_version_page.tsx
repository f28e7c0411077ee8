/**
 * One version (`/history/:version`): who made it, when, from where and how, and each resource's
 * change side by side. Revert puts one resource, or the whole configuration, back to this version.
 */
import React, { useState } from 'react';
import {
  EuiButton,
  EuiButtonEmpty,
  EuiCallOut,
  EuiDescriptionList,
  EuiFlexGroup,
  EuiFlexItem,
  EuiLink,
  EuiLoadingSpinner,
  EuiPageHeader,
  EuiSpacer,
  EuiTitle,
} from '@elastic/eui';
import type { HistoryChange, HistoryResourceKind, HistoryVersionDetail } from '../../../../../common/history';
import { FormattedMessage, i18n, useLoad } from '../../../../../../../core/public';
import { historyPaths } from './paths';
import type { PageProps } from '../../types';
import { displayText } from '../../utils/display';
import { errorText } from '../../utils/toasts';
import { formatTimestamp } from '../audit_logging/events/format_timestamp';
import { ChangePanel } from './change_panel';
import { changeTitle, ORIGIN_LABELS, resourcePath, resourceTitle } from './history_labels';
import { RevertModal } from './revert_modal';
import { HistoryApi } from './history_api';
import messages from './messages.json';

export const CHANGES_PAGE = 20;

const isProtected = (change: HistoryChange) =>
  [change.before, change.after].some((side) => side?.reserved === true || side?.static === true);

type Target = { kind: HistoryResourceKind; name: string } | 'all';

export const HistoryVersionPage: React.FC<PageProps> = ({ api, core, navigate, hrefFor, params }) => {
  const version = Number(params.version);
  const valid = /^[1-9][0-9]{0,14}$/.test(params.version ?? '');
  const [detail, setDetail] = useState<HistoryVersionDetail>();
  const [problem, setProblem] = useState<string>();
  const [reverting, setReverting] = useState<Target>();
  // An import's version may touch thousands of resources: they are drawn a page at a time.
  const [shown, setShown] = useState(CHANGES_PAGE);
  useLoad(() => (valid ? api.feature(HistoryApi).getHistoryVersion(version) : undefined), [api, version, valid], {
    onLoad: (loaded) => {
      setDetail(loaded);
      setProblem(undefined);
    },
    onError: (error) =>
      setProblem(errorText(error, i18n.translate(messages.versionLoadError, { version: params.version }))),
  });

  const link = (path: string, text: string, testSubj?: string) => (
    <EuiLink
      href={hrefFor(path)}
      onClick={(e: React.MouseEvent) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        navigate(path);
      }}
      data-test-subj={testSubj}
    >
      {text}
    </EuiLink>
  );

  const header = (
    <EuiPageHeader
      pageTitle={i18n.translate(messages.versionTitle, {
        version: valid ? String(version) : displayText(params.version),
      })}
      rightSideItems={[
        <EuiButton
          key="revert"
          color="warning"
          iconType="undo"
          isDisabled={!detail}
          onClick={() => setReverting('all')}
          data-test-subj="historyRevertAll"
        >
          {i18n.translate(messages.versionRevertAllButton)}
        </EuiButton>,
        <EuiButtonEmpty key="back" iconType="chevronSingleLeft" onClick={() => navigate(historyPaths.history())}>
          {i18n.translate(messages.versionBackLink)}
        </EuiButtonEmpty>,
      ]}
    />
  );
  /** The page: its header, then what there is to show. */
  const frame = (body: React.ReactNode) => (
    <div data-test-subj="historyVersionPage">
      {header}
      {body}
    </div>
  );
  if (!valid || problem) {
    return frame(
      <>
        <EuiSpacer />
        <EuiCallOut color="danger" iconType="alert" title={problem ?? i18n.translate(messages.versionInvalid)} />
      </>
    );
  }
  if (!detail) return frame(<EuiLoadingSpinner size="l" />);
  return frame(
    <>
      <EuiSpacer />
      <EuiDescriptionList
        type="column"
        compressed
        listItems={[
          {
            title: i18n.translate(messages.versionTime),
            description: formatTimestamp(detail.timestamp),
          },
          {
            title: i18n.translate(messages.versionUser),
            description: displayText(detail.user),
          },
          {
            title: i18n.translate(messages.versionAddress),
            description: displayText(detail.remote_address),
          },
          {
            title: i18n.translate(messages.versionOrigin),
            description:
              detail.reverted_to !== null ? (
                <FormattedMessage
                  id="security.history.version.revertedTo"
                  defaultMessage="{origin} to {version}"
                  values={{
                    origin: ORIGIN_LABELS[detail.origin],
                    version: link(
                      historyPaths.historyVersion(detail.reverted_to),
                      i18n.translate(messages.versionRevertedToLink, { version: String(detail.reverted_to) })
                    ),
                  }}
                />
              ) : (
                ORIGIN_LABELS[detail.origin]
              ),
          },
          {
            title: i18n.translate(messages.versionResources),
            description: String(detail.resource_count),
          },
        ]}
        style={{ maxWidth: 600 }}
        data-test-subj="historyVersionMeta"
      />
      {detail.changes.slice(0, shown).map((change) => {
        const page = change.action !== 'delete' ? resourcePath(change.kind, change.name) : undefined;
        const title = changeTitle(change.action, change.kind, change.name);
        return (
          <ChangePanel key={`${change.kind}/${change.name}`} change={change} data-test-subj="historyChange">
            <EuiFlexGroup alignItems="center" justifyContent="spaceBetween">
              <EuiFlexItem grow={false}>
                <EuiTitle size="xs">
                  <h2>{page ? link(page, title) : title}</h2>
                </EuiTitle>
              </EuiFlexItem>
              <EuiFlexItem grow={false}>
                <EuiButtonEmpty
                  size="s"
                  iconType="undo"
                  // Reserved and static entries keep their protection: the server refuses them too.
                  isDisabled={isProtected(change)}
                  onClick={() => setReverting({ kind: change.kind, name: change.name })}
                  data-test-subj="historyRevertOne"
                  aria-label={i18n.translate(messages.versionRevertOneAriaLabel, {
                    resource: resourceTitle(change.kind, change.name),
                  })}
                >
                  {i18n.translate(messages.versionRevertOneButton)}
                </EuiButtonEmpty>
              </EuiFlexItem>
            </EuiFlexGroup>
          </ChangePanel>
        );
      })}
      {detail.changes.length > shown && (
        <>
          <EuiSpacer />
          <EuiButton onClick={() => setShown((n) => n + CHANGES_PAGE)} data-test-subj="historyShowMore">
            {i18n.translate(messages.versionShowMore, {
              count: Math.min(CHANGES_PAGE, detail.changes.length - shown),
              remaining: detail.changes.length - shown,
            })}
          </EuiButton>
        </>
      )}
      {reverting && (
        <RevertModal
          api={api}
          version={version}
          {...(reverting === 'all' ? {} : { target: reverting })}
          onClose={() => setReverting(undefined)}
          onReverted={(result) => {
            setReverting(undefined);
            core.notifications.toasts.addSuccess(
              result.version === null
                ? i18n.translate(messages.versionNothingReverted)
                : i18n.translate(messages.versionReverted, {
                    version: String(version),
                    recorded: String(result.version),
                  })
            );
            if (result.version !== null) navigate(historyPaths.historyVersion(result.version));
          }}
        />
      )}
    </>
  );
};
