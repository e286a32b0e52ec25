/**
 * The stylesheets every page needs, in the order Mantine asks for. Each other
 * Mantine component's stylesheet travels with the code that uses it (see
 * src/vite/mantineStyles.ts), so a page loads only the CSS of its blocks.
 */
import '@mantine/core/styles/baseline.css';
import '@mantine/core/styles/default-css-variables.css';
import '@mantine/core/styles/global.css';
import '@mantine/core/styles/UnstyledButton.css';
import '@mantine/core/styles/VisuallyHidden.css';
import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Group.css';
import './global.css';
