import type { z } from 'zod';
import { defineEndpoint, type Endpoint, type EndpointResponse } from './endpoint';
import type { Workflow } from '../workflow/workflow';

/**
 * A transition route of a workflow on the contract (decision 0048): an ordinary endpoint declaration
 * that also names the flow and the events the route raises. The server registers it with the one
 * route recipe (`workflowRoutes`, server/src/lib/workflow), which refuses an event the declaration
 * does not list; the web draws its buttons from the same declaration (`WorkflowActions`).
 */
export interface WorkflowEndpoint<
  S extends string = string,
  E extends string = string,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends EndpointResponse = EndpointResponse,
> extends Endpoint<P, Q, B, R> {
  readonly workflow: Workflow<S, E>;
  /** The events this route raises (the request says which). */
  readonly events: readonly E[];
}

/** Declares a transition route of `workflow` raising `events` (a POST unless said). */
export function workflowEndpoint<
  S extends string,
  E extends string,
  P extends z.ZodType | undefined = undefined,
  Q extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
  R extends EndpointResponse = EndpointResponse,
>(
  workflow: Workflow<S, E>,
  events: readonly E[],
  endpoint: Omit<Endpoint<P, Q, B, R>, 'method'> & { method?: Endpoint['method'] },
): WorkflowEndpoint<S, E, P, Q, B, R> {
  for (const event of events) {
    if (!(event in workflow.events)) throw new Error(`${workflow.name} has no event ${event}`);
  }
  return { ...defineEndpoint<P, Q, B, R>({ method: 'POST', ...endpoint }), workflow, events };
}
