/** JSON for inside a `<script>` element: `<` is escaped so text from the API can never close it. */
export const jsonForScript = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
