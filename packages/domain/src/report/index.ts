export * from './define';
export * from './cells';
export * from './pages/rencana-aksi-terintegrasi';
