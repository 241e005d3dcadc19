import { useSearchParams } from 'react-router';
import { mayChooseViewUnit } from '@sakip/domain/permissions';
import { useSession } from '../../api/session';
import { usePublicUnits } from './api';

/** Who picks the unit: the actors the domain lets choose when logged in, the citizen on the public display. */
export type UnitChooser = 'none' | 'auth' | 'public';

/**
 * The unit of the diagram, kept in ?satuan_kerja_id= so that a link shows the same unit. On the
 * public display nothing is shown until the citizen picks a unit (no arbitrary agency first).
 */
export function useUnitChoice(chooser: UnitChooser, bayangan = false) {
  const [params, setParams] = useSearchParams();
  const { user } = useSession();
  const publicUnits = usePublicUnits(chooser === 'public', bayangan);
  const chosen = params.get('satuan_kerja_id') ?? undefined;
  // The domain's one rule (mayChooseViewUnit): super, the city, setda and the plan validators choose.
  const canChoose = chooser === 'public' || (chooser === 'auth' && !!user && mayChooseViewUnit(user));
  const setUnit = (value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set('satuan_kerja_id', value);
    else next.delete('satuan_kerja_id');
    setParams(next, { replace: true });
  };
  return {
    satuanKerjaId: canChoose ? chosen : undefined,
    canChoose,
    isSetda: user?.role === 'setda',
    publicUnits,
    setUnit,
    /** The public display waits for the citizen's choice. */
    waiting: chooser === 'public' && !chosen,
  };
}

export type UnitChoice = ReturnType<typeof useUnitChoice>;
