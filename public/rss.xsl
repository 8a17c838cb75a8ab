<?xml version="1.0" encoding="UTF-8"?>
<!--
  How a browser shows the site's RSS feeds (src/features/feeds/feed.ts names
  this file in each feed): what a feed is, how to subscribe, and the newest
  entries as links. Feed readers ignore it. Every text from the feed is written
  with xsl:value-of (escaped); nothing here runs script.
-->
<xsl:stylesheet version="1.0"
  xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
  xmlns:atom="http://www.w3.org/2005/Atom">
  <xsl:output method="html" encoding="UTF-8" indent="yes" doctype-system="about:legacy-compat"/>

  <xsl:template match="/">
    <html lang="en">
      <head>
        <meta charset="utf-8"/>
        <meta name="viewport" content="width=device-width, initial-scale=1"/>
        <meta name="robots" content="noindex"/>
        <title><xsl:value-of select="/rss/channel/title"/> (RSS feed)</title>
        <link rel="icon" href="/favicon.svg" type="image/svg+xml"/>
        <style>
          :root { color-scheme: light; font-family: ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; line-height: 1.5; }
          body { margin: 0; background: #f8fafc; color: #0f172a; }
          main { box-sizing: border-box; max-width: 48rem; margin: 0 auto; padding: 1.5rem 1rem 3rem; }
          a { color: #3730a3; }
          a:focus-visible { outline: 3px solid #f59e0b; outline-offset: 2px; }
          .brand { display: inline-flex; align-items: center; gap: .5rem; font-weight: 700; color: #1e1b4b; text-decoration: none; }
          h1 { margin: 1.25rem 0 .25rem; font-size: 1.6rem; line-height: 1.25; overflow-wrap: anywhere; }
          .lead { margin: 0 0 1.5rem; color: #475569; }
          .about { border: 1px solid #c7d2fe; background: #eef2ff; border-radius: .75rem; padding: 1rem 1.25rem; }
          .about h2 { margin: 0 0 .5rem; font-size: 1.1rem; color: #1e1b4b; }
          .about p { margin: .5rem 0; }
          .address { display: block; margin: .5rem 0 .25rem; padding: .6rem .75rem; background: #fff; border: 1px solid #94a3b8; border-radius: .5rem; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; font-size: .9rem; overflow-wrap: anywhere; user-select: all; }
          h2.newest { margin: 2rem 0 .75rem; font-size: 1.25rem; }
          ol { list-style: none; margin: 0; padding: 0; }
          li { background: #fff; border: 1px solid #e2e8f0; border-radius: .75rem; padding: 1rem 1.25rem; margin-bottom: .75rem; }
          li a { font-weight: 600; font-size: 1.05rem; overflow-wrap: anywhere; }
          .meta { margin: .25rem 0 0; font-size: .875rem; color: #475569; }
          .excerpt { margin: .5rem 0 0; overflow-wrap: anywhere; }
          footer { margin-top: 2rem; }
        </style>
      </head>
      <body>
        <main>
          <a class="brand" href="{/rss/channel/link}">
            <img src="/logo.svg" alt="" width="32" height="32"/>
            <span>Wall of Fame</span>
          </a>
          <h1><xsl:value-of select="/rss/channel/title"/></h1>
          <p class="lead"><xsl:value-of select="/rss/channel/description"/></p>

          <section class="about" aria-labelledby="about-feeds">
            <h2 id="about-feeds">This is an RSS feed</h2>
            <p>A feed lets a feed reader tell you when new entries appear here, so you can follow the Wall of Fame without coming back to check. Your browser shows it as this page; feed readers read the same address.</p>
            <p><strong>To subscribe</strong>, copy this address into your feed reader (a reader app, or the feeds of your e-mail program):</p>
            <code class="address"><xsl:value-of select="/rss/channel/atom:link[@rel='self']/@href"/></code>
          </section>

          <h2 class="newest">The newest entries</h2>
          <ol>
            <xsl:for-each select="/rss/channel/item">
              <li>
                <a href="{link}"><xsl:value-of select="title"/></a>
                <p class="meta">
                  <xsl:for-each select="category">
                    <xsl:if test="position() &gt; 1"> · </xsl:if>
                    <xsl:value-of select="."/>
                  </xsl:for-each>
                  <xsl:if test="pubDate">
                    <!-- "Fri, 07 Nov 2025 00:00:00 GMT" → "07 Nov 2025" -->
                    · <xsl:value-of select="substring(pubDate, 6, 11)"/>
                  </xsl:if>
                </p>
                <xsl:if test="normalize-space(description)">
                  <p class="excerpt"><xsl:value-of select="description"/></p>
                </xsl:if>
              </li>
            </xsl:for-each>
          </ol>
          <footer><a href="{/rss/channel/link}">Back to the Wall of Fame</a></footer>
        </main>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>
