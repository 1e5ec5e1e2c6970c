// Runs the EN 16931 validation XSLTs (compiled schematron) over many invoices in one JVM, since a JVM start costs
// seconds: args are the XSLT files, "--", then the XML files. Prints one tab-separated line per failed assert whose
// flag is fatal or error, or that has no flag (schematron's default is an error): file, xslt, flag, id, text.
import java.io.File;
import java.util.ArrayList;
import java.util.List;
import javax.xml.transform.stream.StreamSource;
import net.sf.saxon.s9api.*;

public class SvrlFailures {
  public static void main(String[] args) throws Exception {
    Processor processor = new Processor(false);
    XsltCompiler compiler = processor.newXsltCompiler();
    List<XsltExecutable> stylesheets = new ArrayList<>();
    List<String> names = new ArrayList<>();
    int i = 0;
    for (; i < args.length && !args[i].equals("--"); i++) {
      stylesheets.add(compiler.compile(new StreamSource(new File(args[i]))));
      names.add(new File(args[i]).getName());
    }
    XPathCompiler xpath = processor.newXPathCompiler();
    xpath.declareNamespace("svrl", "http://purl.oclc.org/dsdl/svrl");
    XPathSelector failed = xpath.compile("//svrl:failed-assert[not(@flag) or @flag = ('fatal', 'error')]").load();
    for (i++; i < args.length; i++) {
      File file = new File(args[i]);
      for (int s = 0; s < stylesheets.size(); s++) {
        XsltTransformer transformer = stylesheets.get(s).load();
        transformer.setSource(new StreamSource(file));
        XdmDestination result = new XdmDestination();
        transformer.setDestination(result);
        transformer.transform();
        failed.setContextItem(result.getXdmNode());
        for (XdmItem item : failed) {
          XdmNode node = (XdmNode) item;
          String flag = node.getAttributeValue(new QName("flag"));
          String id = node.getAttributeValue(new QName("id"));
          String text = node.getStringValue().replaceAll("\\s+", " ").trim();
          System.out.println(file.getName() + "\t" + names.get(s) + "\t" + (flag == null ? "error" : flag) + "\t" + id + "\t" + text);
        }
      }
    }
    System.out.println("DONE");
  }
}
