export { decideOnLeave, decideWithin } from './handler';
export { previewLeave } from './preview';
export type { DecideOptions, DecisionRequest, LeaveRequest, LeaveServices } from './requests';
export type { AttachmentStore, NewAttachment, StoredAttachment } from './attachments';
