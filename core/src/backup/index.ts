export { BackupError, backupEmbedded, backupPostgres, restoreEmbedded, restorePostgres, type BackupReport } from './backup';
export { controlSocketOf, requestSnapshot, serveSnapshots, SnapshotRefusedError, type ControlSocket } from './control-socket';
