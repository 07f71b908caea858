export { ReviewQueue, type QueueCardContent, type ReviewQueueProps } from './ReviewQueue';
export { CellLines, QueueActions } from './QueueActions';
export { Fact, Facts, ReviewFacts } from './Facts';
export {
  CloseActions, DecisionActions, DecisionDialog, DecisionHint, NotesField, useDecide, type Decision, type DecisionState,
} from './DecisionDialog';
export { DeleteSubmissionDialog } from './DeleteSubmissionDialog';
