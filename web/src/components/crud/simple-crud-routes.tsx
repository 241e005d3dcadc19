import type { GuardName } from '@sakip/domain';
import { crud, type AppRoute, type PageLoader } from '../../lib/define-routes';
import type { SimpleCrudConfig } from './SimpleCrudPages';

type SimplePage = 'SimpleListPage' | 'SimpleFormPage' | 'SimpleShowPage';

/**
 * The routes of a CRUD group described as data (index, create, edit, show): the page module exports
 * its `SimpleCrudConfig`, and the three pages are `SimpleCrudPages` drawn from it. Module and pages
 * load with the route, as every page does (the area's routes.ts stays light).
 */
export function simpleCrud<M, R extends { id: number }>(
  base: string,
  title: string,
  guard: GuardName,
  load: () => Promise<M>,
  pick: (module: M) => SimpleCrudConfig<R>,
): AppRoute[] {
  const page =
    (name: SimplePage): PageLoader =>
    async () => {
      const [module, pages] = await Promise.all([load(), import('./SimpleCrudPages')]);
      const config = pick(module);
      const Page = pages[name];
      return { default: () => <Page config={config} /> };
    };
  return crud(base, title, guard, {
    index: page('SimpleListPage'),
    form: page('SimpleFormPage'),
    show: page('SimpleShowPage'),
  });
}
