import { createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';
import type { AbilityRule, SessionUser } from '../api/schemas/auth';

/**
 * What a user may do, as CASL rules: `{ action, subject }`. The admin has manage all; the
 * client read ACL and read Auth; with nothing stored, read Auth.
 */
export type Action = 'manage' | 'read' | 'create' | 'update' | 'delete';
export type Subject = 'all' | 'Auth' | 'ACL' | 'Dashboard' | 'UI' | 'App' | 'Page' | 'User';
export type AppAbility = MongoAbility<[Action, Subject]>;
export type Requirement = { action: Action; subject: Subject };

export const defaultRules: AbilityRule[] = [{ action: 'read', subject: 'Auth' }];

export function createAbility(rules: readonly AbilityRule[] = defaultRules): AppAbility {
  return createMongoAbility<AppAbility>(rules as RawRuleOf<AppAbility>[]);
}

export const abilityFor = (user: SessionUser | null) =>
  createAbility(user?.ability.length ? user.ability : defaultRules);
