export { type KeyState, type Refusals, SaveQueue, type SaveQueueSnapshot } from './save-queue';
export { UnsavedChip } from './UnsavedChip';
export { useSaveQueue } from './use-save-queue';
