// Which delivery targets this build offers, by id. Adding one: its folder under
// lib/delivery/targets/<id>/, a line here, its stand-in tests/stand-ins/<id>.ts and its messages
// (docs/architecture.md, "Add a delivery target"; registry.test.ts fails until all exist).
import type { DeliveryTarget, TargetConfig, TargetId } from './types';
import { amazonConnectTarget } from './amazon-connect';
import { ringCentralTarget } from './ringcentral';
import { twilioTarget } from './twilio';

/**
 * Each target with its credentials type erased: callers parse the unsealed credentials with
 * `target.credentials` before handing them back, so the value always is the target's own type.
 */
export type AnyTarget = DeliveryTarget<unknown>;
const erase = <C>(target: DeliveryTarget<C>): AnyTarget => target as unknown as AnyTarget;

const factories: Partial<Record<TargetId, (config: TargetConfig) => AnyTarget>> = {
  twilio: (config) => erase(twilioTarget(config)),
  'amazon-connect': (config) => erase(amazonConnectTarget(config)),
  ringcentral: (config) => erase(ringCentralTarget(config)),
};

export const registeredTargets = (): TargetId[] => Object.keys(factories) as TargetId[];

/** The target built over our configuration (hosts from the environment), or null when not offered. */
export function deliveryTarget(id: TargetId, config: TargetConfig): AnyTarget | null {
  return factories[id]?.(config) ?? null;
}
