import { screen } from '@testing-library/react';
import {
  lkeWorkflow,
  persetujuanAnggotaWorkflow,
  statePerencanaanOf,
  validasiPerencanaanWorkflow,
  verifikasiDokumenWorkflow,
} from '@sakip/domain';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { WorkflowBadge } from './WorkflowBadge';

describe('WorkflowBadge', () => {
  it("draws each flow's state with the label its declaration gives", () => {
    renderWithProviders(
      <>
        <WorkflowBadge workflow={validasiPerencanaanWorkflow} state={statePerencanaanOf('ditolak', 2)} />
        <WorkflowBadge workflow={persetujuanAnggotaWorkflow} state="menunggu-kepala-opd" variant="text" />
        <WorkflowBadge workflow={lkeWorkflow} state="pleno" />
        <WorkflowBadge workflow={verifikasiDokumenWorkflow} state="ditolak" />
      </>,
    );
    expect(screen.getByText('Dikembalikan pada tahap 2')).toBeTruthy();
    expect(screen.getByText(persetujuanAnggotaWorkflow.states['menunggu-kepala-opd'].label)).toBeTruthy();
    expect(screen.getByText('Penilaian Pleno')).toBeTruthy();
    expect(screen.getByText('Ditolak')).toBeTruthy();
  });

  it('maps a phase and stage to the workflow state lists carry', () => {
    expect(statePerencanaanOf('menunggu', 3)).toBe('menunggu-3');
    expect(statePerencanaanOf('menunggu', null)).toBe('menunggu-1');
    expect(statePerencanaanOf('tervalidasi', 3)).toBe('tervalidasi');
    expect(statePerencanaanOf('belum-diajukan', null)).toBe('belum-diajukan');
  });
});
