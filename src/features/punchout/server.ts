/** The punch-out feature's face for other features' server components. */
export { RequisitionReport } from './requisition-report';
