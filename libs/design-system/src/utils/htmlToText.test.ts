import { describe, expect, it } from 'vitest';
import { htmlToText } from './htmlToText';

describe('htmlToText', () => {
  it.each([
    ['plain text stays', 'Flat 20% off', 'Flat 20% off'],
    ['tags are dropped', '<b>Flat</b> 20% <i>off</i>', 'Flat 20% off'],
    ['attributes go with their tags', '<span style="color:red" onclick="x()">Save</span>', 'Save'],
    ['script content is removed', 'Hi<script>alert(1)</script> there', 'Hi there'],
    ['style content is removed', '<style>p{}</style>Text', 'Text'],
    ['line breaks become spaces', 'One<br>two<br/>three', 'One two three'],
    ['comments are removed', 'A<!-- hidden -->B', 'AB'],
    ['named entities are decoded', 'Tom &amp; Jerry &ndash; &lt;3', 'Tom & Jerry \u2013 <3'],
    ['numeric entities are decoded', '&#8377;500 &#x20B9;20', '\u20b9500 \u20b920'],
    ['unknown entities stay', '&madeup; ok', '&madeup; ok'],
    ['whitespace collapses', '  lots \n of\t space  ', 'lots of space'],
    ['a lone less-than sign is kept', '5 < 6', '5 < 6'],
    ['an escaped tag stays text, not markup', '&lt;img src=x onerror=alert(1)&gt;', '<img src=x onerror=alert(1)>'],
  ])('%s', (_name, html, expected) => {
    expect(htmlToText(html)).toBe(expected);
  });
});
