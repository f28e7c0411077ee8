/** The answer of the explainer: the decision, then the chain that led to it as numbered steps. */
import React from 'react';
import {
  EuiBadge,
  EuiCallOut,
  EuiCode,
  EuiHealth,
  EuiPanel,
  EuiSpacer,
  EuiSteps,
  EuiText,
  EuiTitle,
  type EuiStepProps,
} from '@elastic/eui';
import type { ExplainCheck, ExplainGrant, ExplainMapping, ExplainResponse } from '../../../../../common/explain';
import { EMPTY_DISPLAY } from '../../utils/display';

const VIA: Record<ExplainMapping['via'], string> = {
  user: 'user name',
  backend_role: 'backend role',
  host: 'host',
  and_backend_roles: 'all of the backend roles',
  own: 'the user’s own security roles',
};

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
  if (check.kind === 'index') return `${check.action} on index ${check.index}`;
  if (check.kind === 'tenant') return `${check.action} in tenant ${check.tenant}`;
  return `cluster action ${check.action}`;
}

const Grant: React.FC<{ grant: ExplainGrant }> = ({ grant }) => (
  <li data-test-subj="explainGrant">
    Role <EuiCode>{grant.role}</EuiCode>, {grant.permission}
    {grant.pattern !== undefined && (
      <>
        {' '}
        on pattern <EuiCode>{grant.pattern}</EuiCode>
        {grant.substituted !== undefined && (
          <>
            {' '}
            (for this user <EuiCode>{grant.substituted}</EuiCode>)
          </>
        )}
      </>
    )}
    : <span data-test-subj="explainExpansion">{grant.expansion.join(' → ')}</span>
    {grant.dls !== undefined && (
      <div>
        Document-level security: <EuiCode>{grant.dls}</EuiCode>
      </div>
    )}
    {grant.fls && (
      <div>
        Field-level security: <EuiCode>{grant.fls.join(', ')}</EuiCode>
      </div>
    )}
    {grant.masked_fields && (
      <div>
        Masked fields: <EuiCode>{grant.masked_fields.join(', ')}</EuiCode>
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
      {check.allowed ? 'Allowed' : 'Denied'}: {checkTitle(check)}
    </EuiHealth>
    {check.notes.map((note) => (
      <EuiText size="s" key={note}>
        <p>
          <Marked text={note} />
        </p>
      </EuiText>
    ))}
    {check.grants.length > 0 && (
      <ChainList title="Granted by:">
        {check.grants.map((grant, i) => (
          <Grant key={i} grant={grant} />
        ))}
      </ChainList>
    )}
    {!check.allowed && check.misses.length > 0 && (
      <>
        <EuiSpacer size="s" />
        <EuiCallOut color="warning" iconType="info" size="s" title="Nearest miss" data-test-subj="explainNearestMiss">
          <p>
            <Marked text={check.misses[0].message} />
          </p>
          <p>
            <strong>To grant it:</strong> <Marked text={check.misses[0].fix} />
          </p>
        </EuiCallOut>
        {check.misses.length > 1 && (
          <ChainList title="Other ways:">
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
      title: `User ${result.user.name}`,
      status: 'complete',
      children: (
        <EuiText size="s" data-test-subj="explainUserStep">
          <p>
            Backend roles:{' '}
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
      title: `Role mappings that matched (${result.mappings.length})`,
      status: result.mappings.length ? 'complete' : 'warning',
      children: result.mappings.length ? (
        <ChainList data-test-subj="explainMappings">
          {result.mappings.map((m, i) => (
            <li key={i}>
              <EuiCode>{m.role}</EuiCode> by {VIA[m.via]} <EuiCode>{m.value}</EuiCode>
              {m.pattern !== m.value && (
                <>
                  {' '}
                  (mapping entry <EuiCode>{m.pattern}</EuiCode>)
                </>
              )}
            </li>
          ))}
        </ChainList>
      ) : (
        <EuiText size="s">
          <p>No role mapping matches this user.</p>
        </EuiText>
      ),
    },
    {
      title: `Roles (${result.roles.length})`,
      status: 'complete',
      children: (
        <ChainList data-test-subj="explainRoles">
          {result.roles.map((r) => (
            <li key={r.name}>
              <EuiCode>{r.name}</EuiCode>
              {!r.defined && ' (not defined: grants nothing)'}
            </li>
          ))}
        </ChainList>
      ),
    },
    {
      title: 'Security API access',
      // 'danger' draws a cross as the permission checks do; 'incomplete' drew a bare step number.
      status: result.api_access.allowed ? 'complete' : 'danger',
      children: (
        <EuiText size="s">
          <p>
            {result.api_access.allowed ? 'Yes. ' : 'No. '}
            <Marked text={result.api_access.reason} />
          </p>
        </EuiText>
      ),
    },
  ];
  if (result.substitutions.length) {
    steps.push({
      title: 'Variables substituted',
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
      title: `Permission: ${checkTitle(check)}`,
      status: check.allowed ? 'complete' : 'danger',
      children: <CheckStep check={check} />,
    });
  }
  return (
    <EuiPanel hasBorder data-test-subj="explainChain">
      <EuiTitle size="s">
        <h2>How the decision was made</h2>
      </EuiTitle>
      <EuiSpacer size="m" />
      <EuiSteps steps={steps} titleSize="xs" headingElement="h3" />
    </EuiPanel>
  );
};
