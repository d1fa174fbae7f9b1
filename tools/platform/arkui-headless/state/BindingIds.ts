// BindingIds: the id ranges ObserveV2 sorts a dependent ("bindId") by. Element ids come from the native
// ElementRegister (small numbers); @Computed and @Monitor ids start high so they never meet an elmtId.
// MIN_COMPUTED_ID: COMP ComputedV2.MIN_COMPUTED_ID; MIN_WATCH_ID: MON MonitorV2.MIN_WATCH_ID (API 12: one range
// for all @Monitor; newer OBS splits it further for addMonitor/@SyncMonitor, which are not emulated).
export const MIN_COMPUTED_ID = 0x1000000000;
export const MIN_WATCH_ID = 0x1000000000000;

/** UINodeRegisterProxy.notRecordingDependencies (REG): "no elmtId". */
export const NOT_RECORDING_DEPENDENCIES = -1;
