export * from './define';
export * from './cells';
export * from './pages/rencana-aksi-terintegrasi';
export * from './pages/display-common';
export * from './pages/display-perencanaan';
export * from './pages/display-capaian';
export * from './pages/display';
export * from './pages/display-dashboard';
