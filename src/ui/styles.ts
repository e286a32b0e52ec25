/**
 * The stylesheets every page needs, in the order Mantine asks for. Each other
 * Mantine component's stylesheet travels with the code that uses it (see
 * src/vite/mantineStyles.ts, which also says why they are the `.layer.css` ones),
 * so a page loads only the CSS of its blocks.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/VisuallyHidden.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Group.layer.css';
import './global.css';
