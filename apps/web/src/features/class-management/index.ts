export { useDeleteClass, useManagedClass } from './api/managed-class';
export { ClassEditor } from './components/ClassEditor';
export type { SubCategoryOption } from './components/ClassFieldsSection';
export { OwnSessionList } from './components/OwnSessionList';
export { parseTypedDate } from './components/TimingFields';
export { TimingsManager } from './components/TimingsManager';
export { classEditorPath, myClassesPath, newClassPath } from './model/paths';
export { CLASS_TEXT } from './model/texts';
export { startTimeOptions, weekdayName } from './model/time-options';
