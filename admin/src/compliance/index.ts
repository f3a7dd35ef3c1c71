import EventNoteIcon from '@mui/icons-material/EventNote';
import { ComplianceList } from './ComplianceList';

export default { list: ComplianceList, icon: EventNoteIcon };
