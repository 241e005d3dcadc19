import type { GuardName } from '@sakip/domain';
import type { ComponentType } from 'react';

/**
 * The vocabulary of an area's routes.ts: each area declares its routes of SPEC §2 as data (path,
 * title = the menu name, guard of SPEC §6, layout, lazily imported page, breadcrumb parent or
 * section); app/route-table.ts lists the areas and app/router.tsx turns the whole into React Router
 * routes. Every route names its page: no route shows a placeholder.
 */
export type LayoutName = 'auth' | 'guest' | 'simple';
export type PageLoader = () => Promise<{ default: ComponentType }>;

export interface AppRoute {
  path: string;
  title: string;
  guard: GuardName;
  layout: LayoutName;
  page: PageLoader;
  /** Breadcrumb parent: an index path of the table. */
  parent?: string;
  /** Breadcrumb section without a page of its own (e.g. 'Display Kinerja Makro'). */
  section?: string;
}

/** A named page of a module that exports several (one lazily loaded chunk for all of them). */
export function named<M>(load: () => Promise<M>, pick: (m: M) => ComponentType): PageLoader {
  return () => load().then((m) => ({ default: pick(m) }));
}

export interface RouteOptions {
  layout?: LayoutName;
  page: PageLoader;
  parent?: string;
  section?: string;
}

export function route(path: string, title: string, guard: GuardName, options: RouteOptions): AppRoute {
  return {
    path,
    title,
    guard,
    layout: options.layout ?? 'auth',
    page: options.page,
    ...(options.parent ? { parent: options.parent } : {}),
    ...(options.section ? { section: options.section } : {}),
  };
}

/** The pages of a CRUD group: index, the form (create and edit) and show. */
export interface CrudPages {
  index: PageLoader;
  form: PageLoader;
  show: PageLoader;
}

/** A CRUD group: index, /create, /:id/edit and /:id (SPEC §2); one page for all four when `pages` is a loader. */
export function crud(base: string, title: string, guard: GuardName, pages: CrudPages | PageLoader): AppRoute[] {
  const index = `/${base}`;
  const p = typeof pages === 'function' ? { index: pages, form: pages, show: pages } : pages;
  const sub = { parent: index };
  return [
    route(index, title, guard, { page: p.index }),
    route(`${index}/create`, `Tambah ${title}`, guard, { ...sub, page: p.form }),
    route(`${index}/:id/edit`, `Ubah ${title}`, guard, { ...sub, page: p.form }),
    route(`${index}/:id`, `Detail ${title}`, guard, { ...sub, page: p.show }),
  ];
}

/** The three pages of a module that exports `<Name>ListPage`, `<Name>FormPage` and `<Name>ShowPage`. */
export function crudModule<M>(
  load: () => Promise<M>,
  pick: (m: M) => [ComponentType, ComponentType, ComponentType],
): CrudPages {
  return {
    index: named(load, (m) => pick(m)[0]),
    form: named(load, (m) => pick(m)[1]),
    show: named(load, (m) => pick(m)[2]),
  };
}
