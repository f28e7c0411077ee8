/**
 * The role editor's (and an API token's) permission pickers, searched on the server as one types
 * (issue 43: a store may hold 10,000 action groups and 1,000 tenants).
 */
import { useRef } from 'react';
import type { ActionGroup } from '../../../../../../common/types';
import type { PageProps } from '../../../types';
import { useSuggestions, type Suggestions } from '../../../utils/use_suggestions';
import { GROUP_SUGGESTIONS, type PickerSearch } from './permission_options';

/**
 * What a picker needs to ask the server as one types. EuiComboBox shows "Loading" instead of its
 * options while loading: only when nothing is offered yet, so the last answer, narrowed to what
 * is typed, stays pickable while the next is on its way.
 */
export const pickerSearch = (
  { loading, onSearchChange }: Suggestions<unknown>,
  options: readonly unknown[]
): PickerSearch => ({
  isLoading: loading && options.length === 0,
  onSearchChange,
});

/**
 * The pickers' suggestions, asked of the server per search (a store may hold 10,000 action groups):
 * each picker has its own search. A roles-only administrator (no action group or tenant endpoint)
 * types action groups and tenants by name. Twice GROUP_SUGGESTIONS groups are asked for, as about
 * half are of the other picker's type.
 */
export function usePickerSuggestions(api: PageProps['api'], endpoints: PageProps['endpoints']) {
  // The cluster and the index pickers ask the same search (both '' when the form opens): one
  // request while it is on its way, not two. Forgotten once answered, so a later search is fresh.
  const asking = useRef(new Map<string, Promise<Record<string, ActionGroup>>>());
  const groups = (search: string) => {
    if (!endpoints.includes('actiongroups')) return undefined;
    let answer = asking.current.get(search);
    if (!answer) {
      answer = api
        .list('actiongroups', { search: search || undefined, perPage: 2 * GROUP_SUGGESTIONS, sortField: 'name' })
        .then(({ data }): Record<string, ActionGroup> => data);
      asking.current.set(search, answer);
      const forget = () => asking.current.delete(search);
      answer.then(forget, forget);
    }
    return answer;
  };
  const tenants = (search: string) =>
    endpoints.includes('tenants')
      ? api
          .list('tenants', { search: search || undefined, perPage: GROUP_SUGGESTIONS, sortField: 'name' })
          .then(({ data }) => Object.keys(data))
      : undefined;
  return {
    cluster: useSuggestions(groups, {}, [api, endpoints]),
    index: useSuggestions(groups, {}, [api, endpoints]),
    tenant: useSuggestions<string[]>(tenants, [], [api, endpoints]),
  };
}
