export { createBugReport, useCreateBugReport } from './create-bug-report';
