/**
 * The frame of a resource's create, edit and duplicate page (action groups, internal users): the
 * header with the form and History tabs, why it cannot be saved, and the form, which stays mounted
 * (hidden) behind the History tab so that what was typed stays.
 */
import React from 'react';
import { EuiForm, EuiPageHeader, EuiPanel, EuiSpacer } from '@elastic/eui';
import type { HistoryResourceKind } from '../../../../../common/history';
import type { PageProps } from '../../types';
import { useHistoryTab } from '../history/history_tab';
import { FormFooter, FormStatusCallouts } from './form_parts';
import { i18n } from '../../../../../../../core/public';

/** The texts and test ids of a page's reserved and save-error callouts. */
export interface StatusTexts {
  reservedTitle: string;
  reservedTestSubj: string;
  saveErrorTestSubj: string;
}

export const ResourceEditPage: React.FC<{
  page: Pick<PageProps, 'api' | 'navigate' | 'hrefFor'>;
  /** The resource whose history the History tab shows (when editing one). */
  history: { kind: HistoryResourceKind; name?: string; enabled: boolean; formLabel: string };
  title: string;
  description: string;
  actions?: React.ReactNode[];
  form: { reserved: boolean; saveError?: string };
  statusTexts: StatusTexts;
  'data-test-subj': string;
  children(hidden: boolean): React.ReactNode;
}> = ({ page, history, title, description, actions, form, statusTexts, children, ...rest }) => {
  const historyTab = useHistoryTab({ ...page, ...history, name: history.name ?? '' });
  return (
    <div data-test-subj={rest['data-test-subj']}>
      <EuiPageHeader tabs={historyTab.tabs} pageTitle={title} description={description} rightSideItems={actions} />
      <EuiSpacer />
      <FormStatusCallouts reserved={form.reserved} saveError={form.saveError} {...statusTexts} />
      <EuiSpacer size="m" />
      {historyTab.history}
      {children(historyTab.showingHistory)}
    </div>
  );
};

/** What a resource form's frame needs of its model. */
export interface ResourceFormModel {
  editing: boolean;
  saving: boolean;
  save(): Promise<unknown>;
  cancel(): void;
}

/**
 * A resource form: its first panel, then any others, then Cancel and Create (or Save changes).
 * Enter in a field submits it.
 */
export const ResourceFormFrame: React.FC<{
  form: ResourceFormModel;
  hidden?: boolean;
  canSave: boolean;
  testSubjs: { cancel: string; save: string };
  /** Panels after the first, each drawn in its own EuiPanel. */
  more?: React.ReactNode[];
  children: React.ReactNode;
}> = ({ form, hidden, canSave, testSubjs, more = [], children }) => (
  <EuiForm component="form" hidden={hidden} onSubmit={(e) => (e.preventDefault(), void form.save())}>
    {[children, ...more].map((panel, index) => (
      <React.Fragment key={index}>
        <EuiPanel>{panel}</EuiPanel>
        <EuiSpacer />
      </React.Fragment>
    ))}
    <FormFooter
      saveLabel={
        form.editing
          ? i18n.translate('security.resourceForm.saveChangesButton', { defaultMessage: 'Save changes' })
          : i18n.translate('security.resourceForm.createButton', { defaultMessage: 'Create' })
      }
      onCancel={form.cancel}
      isLoading={form.saving}
      isDisabled={!canSave}
      cancelTestSubj={testSubjs.cancel}
      saveTestSubj={testSubjs.save}
    />
  </EuiForm>
);
