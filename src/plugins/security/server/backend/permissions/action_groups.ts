/** Recursive expansion of action groups, safe against groups that (indirectly) contain themselves. */

export interface ActionGroupLike {
  allowed_actions: readonly string[];
  /** The stored flag: a hidden group expands like any other, but no answer may name it. */
  hidden?: boolean;
}
export type ActionGroupLookup = ReadonlyMap<string, ActionGroupLike>;

/**
 * The actions (and action patterns) a list of permissions stands for: each action-group name is
 * replaced by its members, recursively; anything else is kept as an action or pattern.
 * Each group is expanded once, so a cycle ends instead of looping.
 */
export function expandActions(
  actions: readonly string[],
  groups: ActionGroupLookup,
  /** Filled, when given, with the group each member was first reached from (for the explainer). */
  reachedFrom?: Map<string, string>
): Set<string> {
  const result = new Set<string>();
  const expanded = new Set<string>();
  const stack = [...actions];
  while (stack.length) {
    const action = stack.pop() as string;
    const group = groups.get(action);
    if (!group) {
      result.add(action);
      continue;
    }
    if (expanded.has(action)) continue;
    expanded.add(action);
    // The group's own name stays too, so a check for a named group (kibana_all_write) still finds it.
    result.add(action);
    for (const member of group.allowed_actions) {
      if (reachedFrom && !reachedFrom.has(member) && !actions.includes(member)) reachedFrom.set(member, action);
      stack.push(member);
    }
  }
  return result;
}

/** The path from a permission a role names down to `action` (`[group, subgroup, action]`). */
export function expansionPath(reachedFrom: ReadonlyMap<string, string>, action: string): string[] {
  const path = [action];
  const seen = new Set(path);
  let at = reachedFrom.get(action);
  while (at !== undefined && !seen.has(at)) {
    path.unshift(at);
    seen.add(at);
    at = reachedFrom.get(at);
  }
  return path;
}

/** Every cycle among action groups, each as the path of names that closes it (`a → b → a`). */
export function findActionGroupCycles(groups: ActionGroupLookup): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (name: string) => {
    const at = onPath.indexOf(name);
    if (at >= 0) {
      cycles.push([...onPath.slice(at), name]);
      return;
    }
    if (done.has(name)) return;
    onPath.push(name);
    for (const member of groups.get(name)?.allowed_actions ?? []) if (groups.has(member)) visit(member);
    onPath.pop();
    done.add(name);
  };
  for (const name of groups.keys()) visit(name);
  return cycles;
}
