/** The answer of the explainer: the decision, then the chain that led to it as numbered steps. */
import React from 'react';
import {
  EuiBadge,
  EuiCallOut,
  EuiCode,
  EuiHealth,
  EuiSpacer,
  EuiSteps,
  EuiText,
  type EuiStepProps,
} from '@elastic/eui';
import type { ExplainCheck, ExplainGrant, ExplainMapping, ExplainResponse } from '../../../../../common/explain';
import { EMPTY_DISPLAY } from '../../utils/display';
import { FormattedMessage, i18n } from '../../../../../../../core/public';
import { SectionPanel } from '../../utils/section_panel';
import messages from './messages.json';

const via = (kind: ExplainMapping['via']): string =>
  ({
    user: i18n.translate(messages.viaUser),
    backend_role: i18n.translate(messages.viaBackendRole),
    host: i18n.translate(messages.viaHost),
    and_backend_roles: i18n.translate(messages.viaAllBackendRoles),
    own: i18n.translate(messages.viaOwn),
  })[kind];

const allowedText = (allowed: boolean) =>
  allowed ? i18n.translate(messages.allowed) : i18n.translate(messages.denied);

/** Text with `backticked` parts shown as code (the server marks names that way). */
export const Marked: React.FC<{ text: string }> = ({ text }) => (
  <>
    {text
      .split(/(`[^`]*`)/)
      .map((part, i) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1 ? (
          <EuiCode key={i}>{part.slice(1, -1)}</EuiCode>
        ) : (
          <React.Fragment key={i}>{part}</React.Fragment>
        )
      )}
  </>
);

export function checkTitle(check: ExplainCheck): string {
  if (check.kind === 'index') return i18n.translate(messages.checkIndex, { action: check.action, index: check.index });
  if (check.kind === 'tenant')
    return i18n.translate(messages.checkTenant, { action: check.action, tenant: check.tenant });
  return i18n.translate(messages.checkCluster, { action: check.action });
}

/** Where a grant comes from: its role and permission, and the pattern that matched. */
function grantSource(grant: ExplainGrant): React.ReactNode {
  const values = {
    role: <EuiCode>{grant.role}</EuiCode>,
    permission: grant.permission,
    pattern: <EuiCode>{grant.pattern}</EuiCode>,
    substituted: <EuiCode>{grant.substituted}</EuiCode>,
  };
  if (grant.pattern === undefined) return <FormattedMessage {...messages.grantRole} values={values} />;
  if (grant.substituted === undefined) return <FormattedMessage {...messages.grantPattern} values={values} />;
  return <FormattedMessage {...messages.grantSubstituted} values={values} />;
}

const Grant: React.FC<{ grant: ExplainGrant }> = ({ grant }) => (
  <li data-test-subj="explainGrant">
    <FormattedMessage
      {...messages.grantLine}
      values={{
        source: grantSource(grant),
        expansion: <span data-test-subj="explainExpansion">{grant.expansion.join(' → ')}</span>,
      }}
    />
    {grant.dls !== undefined && (
      <div>
        <FormattedMessage {...messages.grantDls} values={{ query: <EuiCode>{grant.dls}</EuiCode> }} />
      </div>
    )}
    {grant.fls && (
      <div>
        <FormattedMessage {...messages.grantFls} values={{ fields: <EuiCode>{grant.fls.join(', ')}</EuiCode> }} />
      </div>
    )}
    {grant.masked_fields && (
      <div>
        <FormattedMessage
          {...messages.grantMasked}
          values={{ fields: <EuiCode>{grant.masked_fields.join(', ')}</EuiCode> }}
        />
      </div>
    )}
  </li>
);

/** A list of the chain ('Granted by:' and its items, when titled). */
const ChainList: React.FC<{ title?: string; 'data-test-subj'?: string; children: React.ReactNode }> = ({
  title,
  children,
  ...rest
}) => (
  <EuiText size="s" data-test-subj={rest['data-test-subj']}>
    {title && <p>{title}</p>}
    <ul>{children}</ul>
  </EuiText>
);

const CheckStep: React.FC<{ check: ExplainCheck }> = ({ check }) => (
  <div data-test-subj={`explainCheck-${check.kind}`}>
    <EuiHealth color={check.allowed ? 'success' : 'danger'}>
      {i18n.translate(messages.checkStatus, { status: allowedText(check.allowed), check: checkTitle(check) })}
    </EuiHealth>
    {check.notes.map((note) => (
      <EuiText size="s" key={note}>
        <p>
          <Marked text={note} />
        </p>
      </EuiText>
    ))}
    {check.grants.length > 0 && (
      <ChainList title={i18n.translate(messages.checkGrantedBy)}>
        {check.grants.map((grant, i) => (
          <Grant key={i} grant={grant} />
        ))}
      </ChainList>
    )}
    {!check.allowed && check.misses.length > 0 && (
      <>
        <EuiSpacer size="s" />
        <EuiCallOut
          color="warning"
          iconType="info"
          size="s"
          title={i18n.translate(messages.checkNearestMiss)}
          data-test-subj="explainNearestMiss"
        >
          <p>
            <Marked text={check.misses[0].message} />
          </p>
          <p>
            <strong>{i18n.translate(messages.checkToGrant)}</strong> <Marked text={check.misses[0].fix} />
          </p>
        </EuiCallOut>
        {check.misses.length > 1 && (
          <ChainList title={i18n.translate(messages.checkOtherWays)}>
            {check.misses.slice(1).map((miss, i) => (
              <li key={i}>
                <Marked text={miss.message} /> <Marked text={miss.fix} />
              </li>
            ))}
          </ChainList>
        )}
      </>
    )}
  </div>
);

export const ExplainChain: React.FC<{ result: ExplainResponse }> = ({ result }) => {
  const steps: EuiStepProps[] = [
    {
      title: i18n.translate(messages.chainUser, { name: result.user.name }),
      status: 'complete',
      children: (
        <EuiText size="s" data-test-subj="explainUserStep">
          <p>
            {i18n.translate(messages.chainBackendRoles)}{' '}
            {result.user.backend_roles.length
              ? result.user.backend_roles.map((r) => (
                  <EuiBadge key={r} color="hollow">
                    {r}
                  </EuiBadge>
                ))
              : EMPTY_DISPLAY}
          </p>
        </EuiText>
      ),
    },
    {
      title: i18n.translate(messages.chainMappings, { count: result.mappings.length }),
      status: result.mappings.length ? 'complete' : 'warning',
      children: result.mappings.length ? (
        <ChainList data-test-subj="explainMappings">
          {result.mappings.map((m, i) => (
            <li key={i}>
              {m.pattern !== m.value ? (
                <FormattedMessage
                  {...messages.chainMappingByPattern}
                  values={{
                    role: <EuiCode>{m.role}</EuiCode>,
                    via: via(m.via),
                    value: <EuiCode>{m.value}</EuiCode>,
                    pattern: <EuiCode>{m.pattern}</EuiCode>,
                  }}
                />
              ) : (
                <FormattedMessage
                  {...messages.chainMapping}
                  values={{ role: <EuiCode>{m.role}</EuiCode>, via: via(m.via), value: <EuiCode>{m.value}</EuiCode> }}
                />
              )}
            </li>
          ))}
        </ChainList>
      ) : (
        <EuiText size="s">
          <p>{i18n.translate(messages.chainNoMapping)}</p>
        </EuiText>
      ),
    },
    {
      title: i18n.translate(messages.chainRoles, { count: result.roles.length }),
      status: 'complete',
      children: (
        <ChainList data-test-subj="explainRoles">
          {result.roles.map((r) => (
            <li key={r.name}>
              <EuiCode>{r.name}</EuiCode>
              {!r.defined && i18n.translate(messages.chainRoleUndefined)}
            </li>
          ))}
        </ChainList>
      ),
    },
    {
      title: i18n.translate(messages.chainApiAccess),
      // 'danger' draws a cross as the permission checks do; 'incomplete' drew a bare step number.
      status: result.api_access.allowed ? 'complete' : 'danger',
      children: (
        <EuiText size="s">
          <p>
            {/* The reason is the server's, with its `marked` names. */}
            {result.api_access.allowed
              ? i18n.translate(messages.chainApiYes)
              : i18n.translate(messages.chainApiNo)}{' '}
            <Marked text={result.api_access.reason} />
          </p>
        </EuiText>
      ),
    },
  ];
  if (result.substitutions.length) {
    steps.push({
      title: i18n.translate(messages.chainSubstitutions),
      status: 'complete',
      children: (
        <ChainList data-test-subj="explainSubstitutions">
          {result.substitutions.map((s) => (
            <li key={s.pattern}>
              <EuiCode>{s.pattern}</EuiCode> → <EuiCode>{s.substituted}</EuiCode>
            </li>
          ))}
        </ChainList>
      ),
    });
  }
  for (const check of result.checks) {
    steps.push({
      title: i18n.translate(messages.chainPermission, { check: checkTitle(check) }),
      status: check.allowed ? 'complete' : 'danger',
      children: <CheckStep check={check} />,
    });
  }
  return (
    <SectionPanel title={i18n.translate(messages.chainTitle)} hasBorder data-test-subj="explainChain">
      <EuiSteps steps={steps} titleSize="xs" headingElement="h3" />
    </SectionPanel>
  );
};
