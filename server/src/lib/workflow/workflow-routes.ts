import type { FastifyInstance } from 'fastify';
import {
  roleName,
  transition,
  type EndpointOutput,
  type SessionUser,
  type AnyEndpoint,
  type Workflow,
} from '@sakip/domain';
import type { Tx } from '../../db/client';
import { actorOf } from '../actor';
import { recordAudit, type AuditAction } from '../audit';
import { registerWrite, type AfterCommit, type EndpointRequest } from '../contract/register';
import { assertCan } from '../crud/access';
import { ForbiddenError, ValidationError } from '../errors';

/**
 * The one route recipe of the approval flows (decision 0048). A transition route is declared on the
 * contract with `workflowEndpoint(flow, events, …)`; `workflowRoutes` registers it with an adapter
 * that says how the flow keeps its state. For every request the recipe:
 *
 * 1. refuses an actor without the endpoint's write permission (403, `can`);
 * 2. loads the record and its current state through the adapter, scoped to the actor (404 outside);
 * 3. refuses an actor the declaration does not let raise the event (`by`: a role, or 'unit' for the
 *    officials of the record's own unit) with the flow's 403 message;
 * 4. runs the flow's own checks (an incomplete sheet, a version that is not the newest);
 * 5. decides with `transition`: a refusal (or a missing note when the event requires one) is a 422
 *    with the declaration's message (or the adapter's own `refusal`), and changes nothing; a flow
 *    whose checks would hide the state's refusal decides before them (`decideBeforeCheck`);
 * 6. persists the new state, writes the audit row and the notifications, and answers — all in the
 *    one transaction of `registerWrite`.
 */

/** The record a request acts on, with its current state. */
export interface WorkflowLoaded<S extends string, R> {
  readonly state: S;
  readonly record: R;
  /** The actor writes for the record's own unit (the declaration's 'unit'). */
  readonly owner: boolean;
}

/** A decided transition. */
export interface WorkflowStep<S extends string, E extends string> {
  readonly event: E;
  readonly from: S;
  readonly to: S;
  readonly note: string | null;
  readonly actor: SessionUser;
}

export interface WorkflowAuditEntry {
  action: AuditAction;
  table: string;
  recordId: string | number;
  oldValues?: unknown;
  newValues?: unknown;
}

/** A transition route's declaration, whatever its flow. */
export type AnyWorkflowEndpoint = AnyEndpoint & {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any flow's states and events
  readonly workflow: Workflow<any, any>;
  readonly events: readonly string[];
};
type StateOf<EP extends AnyWorkflowEndpoint> = keyof EP['workflow']['states'] & string;
type EventOf<EP extends AnyWorkflowEndpoint> = EP['events'][number];

/** How one flow keeps its state, for one transition route (R: what `load` finds, A: what `persist` writes). */
export interface WorkflowAdapter<
  EP extends AnyWorkflowEndpoint,
  R,
  A,
  S extends string = StateOf<EP>,
  E extends string = EventOf<EP>,
> {
  readonly endpoint: EP;
  /** The event the request raises (one of the endpoint's `events`) and its note. */
  event(request: EndpointRequest<EP>): E;
  note?(request: EndpointRequest<EP>): string | null | undefined;
  /** Loads the record (locked for update) and its state; throws a 404 outside the actor's scope. */
  load(tx: Tx, request: EndpointRequest<EP>, actor: SessionUser, event: E): Promise<WorkflowLoaded<S, R>>;
  /** The 403 of an actor the declaration does not let raise the event. */
  forbidden: string | ((actor: SessionUser, event: E, loaded: WorkflowLoaded<S, R>) => string);
  /** The flow's own refusals, before the transition (throw a 403 or a 422). */
  check?(tx: Tx, request: EndpointRequest<EP>, loaded: WorkflowLoaded<S, R>, event: E): Promise<void> | void;
  /** The field a refusal is reported on (422 `errors`); 'status' unless said. */
  refusalField?: string | ((event: E, message: string) => string);
  /** The error a refused transition answers, for a flow whose refusals are not a 422 (the LKE's 409). */
  refusal?(message: string, event: E): Error;
  /** Decide the transition before `check`, so a closed stage is refused before an incomplete one. */
  decideBeforeCheck?: boolean;
  /** Writes the new state; answers what the audit, the notification and the answer need. */
  persist(tx: Tx, request: EndpointRequest<EP>, loaded: WorkflowLoaded<S, R>, step: WorkflowStep<S, E>): Promise<A>;
  audit(loaded: WorkflowLoaded<S, R>, after: A, step: WorkflowStep<S, E>): WorkflowAuditEntry;
  notify?(tx: Tx, loaded: WorkflowLoaded<S, R>, after: A, step: WorkflowStep<S, E>): Promise<void>;
  answer(
    after: A,
    step: WorkflowStep<S, E>,
    loaded: WorkflowLoaded<S, R>,
    afterCommit: AfterCommit,
  ): EndpointOutput<EP> | Promise<EndpointOutput<EP>>;
}

/** May the actor raise the event on this record, by the declaration's `by`? */
export function mayRaise<S extends string, E extends string>(
  workflow: Workflow<S, E>,
  event: E,
  actor: { role_id: number },
  owner: boolean,
): boolean {
  const by = workflow.events[event].by;
  const role = roleName(actor.role_id);
  return (role !== undefined && by.includes(role)) || (owner && by.includes('unit'));
}

function refusalFieldOf<E extends string>(
  field: string | ((event: E, message: string) => string) | undefined,
  event: E,
  message: string,
) {
  if (typeof field === 'function') return field(event, message);
  return field ?? 'status';
}

/** The transition the state allows, or the adapter's refusal (a 422 on the refusal field unless said). */
function decide<EP extends AnyWorkflowEndpoint, R, A, S extends string, E extends string>(
  adapter: WorkflowAdapter<EP, R, A, S, E>,
  state: S,
  event: E,
  note: string | null,
): { from: S; to: S } {
  const outcome = transition(adapter.endpoint.workflow as Workflow<S, E>, state, event, note);
  if (outcome.ok) return outcome;
  if (adapter.refusal) throw adapter.refusal(outcome.message, event);
  const field = refusalFieldOf(adapter.refusalField, event, outcome.message);
  throw new ValidationError({ [field]: [outcome.message] }, outcome.message);
}

/** One transition inside the write's transaction (steps 1–6 above). */
export async function runTransition<EP extends AnyWorkflowEndpoint, R, A, S extends string, E extends string>(
  adapter: WorkflowAdapter<EP, R, A, S, E>,
  request: EndpointRequest<EP>,
  tx: Tx,
  afterCommit: AfterCommit,
): Promise<EndpointOutput<EP>> {
  const { endpoint } = adapter;
  const workflow = endpoint.workflow as Workflow<S, E>;
  const actor = actorOf(request);
  if (endpoint.permission) assertCan(actor, 'write', endpoint.permission.resource);
  const event = adapter.event(request);
  if (!endpoint.events.includes(event)) throw new Error(`${endpoint.path} does not raise ${event}`);
  const loaded = await adapter.load(tx, request, actor, event);
  if (!mayRaise(workflow, event, actor, loaded.owner)) {
    const forbidden = adapter.forbidden;
    throw new ForbiddenError(typeof forbidden === 'string' ? forbidden : forbidden(actor, event, loaded));
  }
  const note = adapter.note?.(request)?.trim() || null;
  if (adapter.decideBeforeCheck) decide(adapter, loaded.state, event, note);
  await adapter.check?.(tx, request, loaded, event);
  const outcome = decide(adapter, loaded.state, event, note);
  const step: WorkflowStep<S, E> = { event, from: outcome.from, to: outcome.to, note, actor };
  const after = await adapter.persist(tx, request, loaded, step);
  await recordAudit(tx, { actorId: actor.id, ...adapter.audit(loaded, after, step) });
  await adapter.notify?.(tx, loaded, after, step);
  return adapter.answer(after, step, loaded, afterCommit);
}

/**
 * Registers the transition routes of one flow, each from its `workflowEndpoint` declaration and its
 * adapter (a write: one transaction, a refused transition changes nothing).
 */
export function workflowRoutes(
  app: FastifyInstance,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any flow
  workflow: Workflow<any, any>,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each route carries its own record types
  adapters: readonly WorkflowAdapter<AnyWorkflowEndpoint, any, any, any, any>[],
): void {
  for (const adapter of adapters) {
    if (adapter.endpoint.workflow !== workflow) {
      throw new Error(`${adapter.endpoint.path} is not a route of ${workflow.name}`);
    }
    registerWrite(app, adapter.endpoint, (request, tx, afterCommit) =>
      runTransition(adapter, request, tx, afterCommit),
    );
  }
}

/** Declares one route's adapter with its types inferred from the endpoint. */
export function workflowAdapter<EP extends AnyWorkflowEndpoint, R, A>(
  adapter: WorkflowAdapter<EP, R, A>,
): WorkflowAdapter<EP, R, A> {
  return adapter;
}
