/*
 * Runs Apache PDFBox's preflight (PDF/A-1b rules) over every file named on the command line in one JVM, printing one
 * JSON line per file: {"file": "...", "errors": [{"code": "...", "details": "...", "page": n}]}. Parts 2 and 3 allow
 * more than 1b; which codes that excuses is decided by the TypeScript side (tests/support/pdfaPreflight.ts).
 * Run with the single-file launcher: java -cp <jars> tests/support/PdfaPreflight.java a.pdf b.pdf …
 */
import java.io.File;
import java.util.List;
import org.apache.pdfbox.preflight.PreflightDocument;
import org.apache.pdfbox.preflight.ValidationResult;
import org.apache.pdfbox.preflight.ValidationResult.ValidationError;
import org.apache.pdfbox.preflight.exception.SyntaxValidationException;
import org.apache.pdfbox.preflight.parser.PreflightParser;

public class PdfaPreflight {
  private static String quote(String text) {
    if (text == null) return "null";
    StringBuilder out = new StringBuilder("\"");
    for (char c : text.toCharArray()) {
      if (c == '"' || c == '\\') out.append('\\').append(c);
      else if (c < 0x20) out.append(String.format("\\u%04x", (int) c));
      else out.append(c);
    }
    return out.append('"').toString();
  }

  private static ValidationResult validate(String path) throws Exception {
    PreflightParser parser = new PreflightParser(new File(path));
    try {
      parser.parse();
      PreflightDocument document = parser.getPreflightDocument();
      try {
        document.validate();
        return document.getResult();
      } finally {
        document.close();
      }
    } catch (SyntaxValidationException e) {
      return e.getResult();
    }
  }

  public static void main(String[] args) {
    for (String path : args) {
      StringBuilder line = new StringBuilder("{\"file\":").append(quote(path)).append(",\"errors\":[");
      try {
        List<ValidationError> errors = validate(path).getErrorsList();
        for (int i = 0; i < errors.size(); i++) {
          ValidationError error = errors.get(i);
          if (i > 0) line.append(',');
          line.append("{\"code\":").append(quote(error.getErrorCode()))
              .append(",\"details\":").append(quote(error.getDetails()))
              .append(",\"page\":").append(error.getPageNumber() == null ? "null" : error.getPageNumber().toString())
              .append('}');
        }
      } catch (Exception e) {
        line.append("{\"code\":\"exception\",\"details\":").append(quote(e.toString())).append(",\"page\":null}");
      }
      System.out.println(line.append("]}"));
    }
  }
}
