import { mayChooseUnit, mayChooseViewUnit, type Resource } from '@sakip/domain/permissions';
import { useSearchParams } from 'react-router';
import { useSession } from '../../api/session';

/**
 * Who picks the unit of a page (decision 0033, the domain's one rule):
 * - `{ resource }`: `mayChooseUnit(user, resource, 'read')`, the group's read scope spans several units;
 * - `'view'`: `mayChooseViewUnit(user)`, a page outside any group (the cascading diagram);
 * - `'public'`: the citizen on the public display;
 * - `'server'`: the page sends any choice and the server ignores it for those who may not choose
 *   (its option list is then empty, so no picker shows);
 * - `'none'`: nobody (the page is always the own unit's).
 */
export type UnitChooser = { resource: Resource } | 'view' | 'public' | 'server' | 'none';

export interface UnitChoiceOptions {
  /** Keep the last choice in this tab under this key (a link without ?satuan_kerja_id reuses it). */
  remember?: string;
}

export interface UnitChoice {
  /** The chosen unit (?satuan_kerja_id), null while none is chosen or when the viewer does not choose. */
  unit: string | null;
  /** Chooses (null: none), in the URL without a history entry; back to page 1 of a list. */
  setUnit: (value: string | null) => void;
  /** Does the viewer choose (and see a picker)? */
  chooses: boolean;
}

function remembered(key: string | undefined): string | null {
  if (!key) return null;
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

function remember(key: string | undefined, value: string | null) {
  if (!key) return;
  try {
    if (value) window.sessionStorage.setItem(key, value);
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage refused (private mode): the choice lives in the URL only.
  }
}

function useChooses(chooser: UnitChooser): boolean {
  const { user } = useSession();
  if (chooser === 'public' || chooser === 'server') return true;
  if (chooser === 'none' || !user) return false;
  return chooser === 'view' ? mayChooseViewUnit(user) : mayChooseUnit(user, chooser.resource, 'read');
}

/** The one hook of every page where a unit is chosen: kept in ?satuan_kerja_id= so a link shows the same unit. */
export function useUnitChoice(chooser: UnitChooser, options: UnitChoiceOptions = {}): UnitChoice {
  const [params, setParams] = useSearchParams();
  const chooses = useChooses(chooser);
  const setUnit = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('satuan_kerja_id', value);
    else next.delete('satuan_kerja_id');
    next.delete('page');
    remember(options.remember, value);
    setParams(next, { replace: true });
  };
  const unit = chooses ? (params.get('satuan_kerja_id') ?? remembered(options.remember)) : null;
  return { unit, setUnit, chooses };
}
