import { Component, type ErrorInfo, type ReactNode } from 'react';
import { BACK_HOME_TEXT } from './error-info';

/** Plain HTML on purpose: it must render even when Mantine or the router cannot. */
export function GenericErrorNotice() {
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', padding: '3rem 1rem', textAlign: 'center' }}>
      <h1 style={{ fontSize: '1.5rem' }}>Terjadi kesalahan</h1>
      <p>Halaman ini tidak dapat ditampilkan. Silakan muat ulang halaman atau kembali ke halaman depan.</p>
      <p>
        <a href="/" style={{ color: '#1d4f85' }}>
          {BACK_HOME_TEXT}
        </a>
      </p>
    </main>
  );
}

interface State {
  failed: boolean;
}

/** Catches a failure while rendering the error page itself (SPEC §8). */
export class SafeBoundary extends Component<{ children: ReactNode; fallback?: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Halaman error gagal ditampilkan', error, info.componentStack);
  }

  override render() {
    if (this.state.failed) return this.props.fallback ?? <GenericErrorNotice />;
    return this.props.children;
  }
}
